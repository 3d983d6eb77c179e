import { useIntl } from 'react-intl';
import { Link } from '@adobe/react-spectrum';
import type { InvoiceRow } from './invoiceDocumentTypes';

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
  return <>{intl.formatMessage({ id: `invoices.document.${document.status}` }, { number: invoice.invoiceNumber })}</>;
}
