import { useNavigate } from 'react-router';
import { usePageConfig } from '../../src/app/hooks';
import { pathFor } from '../../src/app/routes';

/** The user menu's "Demo outbox" entry: shown only while the development outbox page is on. */
export function useOutboxMenuEntry(): { shown: boolean; open: () => void } {
  const navigate = useNavigate();
  return { shown: usePageConfig().demoOutbox === true, open: () => void navigate(pathFor('dev-outbox')) };
}
