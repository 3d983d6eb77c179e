import { useIntl } from 'react-intl';
import { Flex, Text, View } from '@adobe/react-spectrum';
import { AppLink } from '../common/AppLink';

export interface AppFooterProps {
  brand: string;
  year: number;
  helpPath: string;
  faqPath: string;
}

/** Footer: program name, ©, Help and FAQ. */
export function AppFooter({ brand, year, helpPath, faqPath }: AppFooterProps) {
  const intl = useIntl();
  return (
    <View elementType="footer" borderTopWidth="thin" borderTopColor="mid" backgroundColor="gray-50" paddingX="size-300" paddingY="size-200">
      <Flex justifyContent="space-between" alignItems="center" wrap gap="size-200">
        <Text>{intl.formatMessage({ id: 'layout.footer.copyright' }, { year, programName: brand })}</Text>
        <ul className="footer-links">
          <li>
            <AppLink to={helpPath} variant="secondary">
              {intl.formatMessage({ id: 'layout.footer.help' })}
            </AppLink>
          </li>
          <li>
            <AppLink to={faqPath} variant="secondary">
              {intl.formatMessage({ id: 'layout.footer.faq' })}
            </AppLink>
          </li>
        </ul>
      </Flex>
    </View>
  );
}
