import type { FunctionComponent } from 'react';
import type { ActivationFlagStore } from '../../../machines/app/activation/activationTypes';
import { WithScreenMessages } from '../../common/WithScreenMessages';
import { useWelcomeViewModel } from './useWelcomeViewModel';
import { WelcomeInfoView, WelcomeView } from './WelcomeView';

/** Routes `welcome` and `welcome-info` (semi-public onboarding steps); their texts are screen messages (`activation`). */
export function connectWelcomePage(flags: ActivationFlagStore, step: 'welcome' | 'welcome-info'): FunctionComponent {
  function WelcomeScreen() {
    const vm = useWelcomeViewModel(flags, step);
    return step === 'welcome' ? <WelcomeView {...vm} /> : <WelcomeInfoView {...vm} />;
  }
  return function WelcomePage() {
    return (
      <WithScreenMessages area="activation">
        <WelcomeScreen />
      </WithScreenMessages>
    );
  };
}
