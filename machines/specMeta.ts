/**
 * Metadata every state and rule-bearing transition carries (DESIGN "Machines: how we write them"):
 * the spec section it implements, e.g. `{ spec: '4. Session and logout' }`. The statechart pages,
 * the docs export and `decide` read it beside the plain-language `description`.
 */
export interface SpecMeta {
  spec: string;
}
