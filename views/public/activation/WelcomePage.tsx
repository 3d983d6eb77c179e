import type { FunctionComponent } from 'react';
import type { ActivationFlagStore } from '../../../machines/app/activation/activationTypes';
import { useWelcomeViewModel } from './useWelcomeViewModel';
import { WelcomeInfoView, WelcomeView } from './WelcomeView';

/** Routes `welcome` and `welcome-info` (semi-public onboarding steps). */
export function connectWelcomePage(flags: ActivationFlagStore, step: 'welcome' | 'welcome-info'): FunctionComponent {
  return function WelcomePage() {
    const vm = useWelcomeViewModel(flags, step);
    return step === 'welcome' ? <WelcomeView {...vm} /> : <WelcomeInfoView {...vm} />;
  };
}
