// The helper moved to views/common (shared by the apply steps too).
export { useFieldErrorText } from '../common/fieldError';
