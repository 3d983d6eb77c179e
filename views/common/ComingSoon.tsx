import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Content, Heading, IllustratedMessage, Text, View } from '@adobe/react-spectrum';
import Wrench from '@spectrum-icons/workflow/Wrench';
import { AppLink } from './AppLink';

export interface ComingSoonProps {
  /** Message id of the heading: a page name (`page.manage-users`) or a section name. */
  titleId: string;
  /** `page`: the whole screen, with an h1. `section`: a labelled section inside a page, with an h2. */
  size?: 'page' | 'section';
  /** Explanation below the "coming soon" line. */
  detailId?: string;
  /** The way back (pages only). */
  backLink?: { to: string; labelId: string };
}

/** The one shared "coming soon" state: a real, translated placeholder, never fake data. */
export function ComingSoon({ titleId, size = 'page', detailId, backLink }: ComingSoonProps) {
  const intl = useIntl();
  const headingId = useId();
  const title = intl.formatMessage({ id: titleId });
  const message = intl.formatMessage({ id: 'comingSoon.message' });

  if (size === 'section') {
    return (
      <section aria-labelledby={headingId}>
        <View borderWidth="thin" borderColor="light" borderRadius="medium" backgroundColor="gray-50" padding="size-250" height="100%">
          <Heading level={2} id={headingId} marginTop={0} marginBottom="size-100">
            {title}
          </Heading>
          <Text>{message}</Text>
        </View>
      </section>
    );
  }

  return (
    <IllustratedMessage>
      <Wrench size="XXL" aria-hidden />
      <Heading level={1}>{title}</Heading>
      <Content>
        <p>{message}</p>
        {detailId && <p>{intl.formatMessage({ id: detailId })}</p>}
        {backLink && (
          <p>
            <AppLink to={backLink.to}>{intl.formatMessage({ id: backLink.labelId })}</AppLink>
          </p>
        )}
      </Content>
    </IllustratedMessage>
  );
}
