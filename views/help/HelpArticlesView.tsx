import { Flex, Heading, Link, Radio, RadioGroup, SearchField, Text, View } from '@adobe/react-spectrum';
import { findRouteByName, pathFor } from '../../src/app/routes';
import { AppLink } from '../common/AppLink';
import { useTranslate } from '../common/translate';
import { articleBodyId, articleTitleId } from './helpArticles';
import type { HelpViewModel } from './useHelpViewModel';

/** Search, categories and the answers of Help or FAQ. Knows no machine. */
export function HelpArticlesView({ vm, titleId, introId, otherLink }: { vm: HelpViewModel; titleId: string; introId: string; otherLink: { to: string; labelId: string; values?: Record<string, string> } }) {
  const t = useTranslate();
  return (
    <Flex direction="column" gap="size-300">
      <Heading level={1} marginTop={0} marginBottom={0}>
        {t(titleId)}
      </Heading>
      <Text>{t(introId, { programName: vm.programName })}</Text>
      <View>
        <AppLink to={otherLink.to}>{t(otherLink.labelId, otherLink.values)}</AppLink>
      </View>
      <div role="search">
        <SearchField label={t('help.search.label')} description={t('help.search.description')} value={vm.query} onChange={vm.search} width="size-6000" maxWidth="100%" />
      </div>
      <RadioGroup label={t('help.categories.label')} orientation="horizontal" value={vm.category} onChange={(value) => vm.chooseCategory(value as HelpViewModel['category'])}>
        {(['all', ...vm.categories] as const).map((category) => (
          <Radio key={category} value={category}>
            {t(`help.category.${category}`)}
          </Radio>
        ))}
      </RadioGroup>
      <div role="status" aria-live="polite">
        <Text>{t('help.search.results', { count: vm.results.length })}</Text>
        {vm.results.length === 0 && <Text> {t('help.search.noResults')}</Text>}
      </div>
      <Flex direction="column" gap="size-200">
        {vm.results.map((article) => (
          <article key={article.id} aria-labelledby={`help-${article.id}`}>
            <Heading level={2} id={`help-${article.id}`} marginBottom="size-50">
              {t(articleTitleId(article.id))}
            </Heading>
            <Text UNSAFE_style={{ color: 'var(--spectrum-global-color-gray-700)' }}>{t(`help.category.${article.category}`)}</Text>
            <p>{t(articleBodyId(article.id))}</p>
            {article.routes?.filter((name) => findRouteByName(name)).map((name) => (
              <View key={name}>
                <AppLink to={pathFor(name)}>{t('help.openScreen', { page: t(`page.${name}`) })}</AppLink>
              </View>
            ))}
          </article>
        ))}
      </Flex>
      <section aria-labelledby="help-contact">
        <Heading level={2} id="help-contact">
          {t('help.contact.heading')}
        </Heading>
        <Text>{t('help.contact.text', { programName: vm.programName })}</Text>
        {vm.helpCentreAccountUrl && (
          <View marginTop="size-100">
            <Link href={vm.helpCentreAccountUrl} target="_blank" rel="noopener noreferrer">
              {t('help.centre.account')}
            </Link>
          </View>
        )}
      </section>
    </Flex>
  );
}
