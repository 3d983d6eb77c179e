import { useIntl } from 'react-intl';
import { Flex, Link, ProgressCircle, Text } from '@adobe/react-spectrum';
import type { InvoiceRow } from '../../../machines/app/invoices/invoiceTypes';

/**
 * The invoice number as the link to its PDF (spec 4 "the invoice link becomes active when ready"):
 * a link while the document is ready; while it regenerates (or after it failed) the number with
 * the document's state and no link.
 */
export function InvoiceDocumentLink({ invoice }: { invoice: InvoiceRow }) {
  const intl = useIntl();
  const { document } = invoice;
  if (!document) return <>{invoice.invoiceNumber}</>;
  if (document.status === 'ready' && document.url) {
    return (
      <Link>
        <a href={document.url} download>
          {invoice.invoiceNumber}
        </a>
      </Link>
    );
  }
  if (document.status === 'regenerating') {
    // A spinner fits the narrow column where the words would be cut; it is named for screen readers.
    return (
      <Flex alignItems="center" gap="size-75">
        <Text>{invoice.invoiceNumber}</Text>
        <ProgressCircle size="S" isIndeterminate aria-label={intl.formatMessage({ id: 'invoices.document.regeneratingLabel' })} />
      </Flex>
    );
  }
  return <>{intl.formatMessage({ id: `invoices.document.${document.status}` }, { number: invoice.invoiceNumber })}</>;
}
