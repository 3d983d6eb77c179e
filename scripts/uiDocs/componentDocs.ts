import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The components of views/common and their props, read by the TypeScript compiler (the project's
 * own typescript; no docgen dependency): every exported function or constant of a .tsx file whose
 * name starts with a capital letter, its TSDoc, and the properties of its first parameter's type
 * (name, type as written by the checker, required or not, TSDoc).
 */
export interface PropDoc {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export interface ComponentDoc {
  name: string;
  /** The file, relative to the repository. */
  file: string;
  description: string;
  props: PropDoc[];
}

function tsxFiles(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return tsxFiles(path);
      return name.endsWith('.tsx') && !name.includes('.test.') ? [path] : [];
    })
    .sort();
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function readComponentDocs(root: string, folder = 'views/common'): ComponentDoc[] {
  const files = tsxFiles(join(root, folder));
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), (path) => ts.sys.readFile(path));
  const options = ts.parseJsonConfigFileContent(config.config, ts.sys, root).options;
  const program = ts.createProgram(files, { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const docs: ComponentDoc[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) continue;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      if (!/^[A-Z]/.test(exported.name)) continue;
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.valueDeclaration;
      if (!declaration) continue;
      const signatures = checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures();
      if (signatures.length === 0) continue;
      const [parameter] = signatures[0]!.getParameters();
      const propsType = parameter ? checker.getTypeOfSymbolAtLocation(parameter, declaration) : null;
      const props = (propsType ? checker.getPropertiesOfType(propsType) : [])
        .map((prop): PropDoc => ({
          name: prop.name,
          type: oneLine(checker.typeToString(checker.getTypeOfSymbolAtLocation(prop, declaration), undefined, ts.TypeFormatFlags.NoTruncation)),
          required: (prop.flags & ts.SymbolFlags.Optional) === 0,
          description: oneLine(ts.displayPartsToString(prop.getDocumentationComment(checker))),
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
      docs.push({ name: exported.name, file: relative(root, file).split('\\').join('/'), description: oneLine(ts.displayPartsToString(symbol.getDocumentationComment(checker))), props });
    }
  }
  return docs.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
}
