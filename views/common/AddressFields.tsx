import { Flex, TextField } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';
import { CARD_LIMITS } from '../../machines/rules/cardRequest';
import { SHIP_TO_FIELDS, type ShipToFieldProblem } from '../../machines/rules/shipToAddress';
import type { AddressDraft } from '../../machines/app/purchasingControls/addressDraft';


/** The six address fields of spec 3 (ship-to or return address), each with its spec 5 error. */
export function AddressFields({ value, onChange, problems }: { value: AddressDraft; onChange: (next: AddressDraft) => void; problems: readonly ShipToFieldProblem[] }) {
  const intl = useIntl();
  return (
    <Flex direction="column" gap="size-100">
      {SHIP_TO_FIELDS.map((field) => {
        const label = intl.formatMessage({ id: `purchaseCards.address.${field}` });
        const problem = problems.find((p) => p.field === field);
        const error = problem
          ? intl.formatMessage({ id: problem.problem === 'required' ? 'form.required' : 'form.maxLength' }, { fieldName: label, maxLength: problem.max })
          : undefined;
        return (
          <TextField
            key={field}
            label={label}
            value={value[field]}
            onChange={(text) => onChange({ ...value, [field]: text })}
            isRequired={field === 'line1' || field === 'city' || field === 'zip'}
            validationState={error ? 'invalid' : undefined}
            errorMessage={error}
            description={intl.formatMessage({ id: 'purchaseCards.address.max' }, { max: CARD_LIMITS[field] })}
            width="size-4600"
          />
        );
      })}
    </Flex>
  );
}
