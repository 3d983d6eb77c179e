import { Button, ButtonGroup, Heading, Text, Well } from '@adobe/react-spectrum';
import type { CardListViewModel } from './useCardListViewModel';
import { useTranslate } from '../common/translate';

/** The purchase-card introduction stepper (spec 2), shown until the user finishes it (a stored flag). */
export function IntroStepper({ intro }: { intro: NonNullable<CardListViewModel['intro']> }) {
  const t = useTranslate();
  const last = !intro.canNext;
  return (
    <section aria-labelledby="purchase-card-intro" className="purchase-card-intro">
      <Well>
        <Heading level={2} id="purchase-card-intro" marginTop={0}>
          {t('purchaseCards.intro.title')}
        </Heading>
        <Text>{t('purchaseCards.intro.step', { step: intro.step + 1, steps: intro.steps })}</Text>
        <Heading level={3}>{t(`purchaseCards.intro.${intro.step}.title`)}</Heading>
        <Text>{t(`purchaseCards.intro.${intro.step}.text`)}</Text>
        <ButtonGroup marginTop="size-150">
          {intro.canBack && (
            <Button variant="secondary" onPress={intro.back}>
              {t('purchaseCards.intro.back')}
            </Button>
          )}
          {!last && (
            <Button variant="primary" onPress={intro.next}>
              {t('purchaseCards.intro.next')}
            </Button>
          )}
          <Button variant={last ? 'accent' : 'secondary'} onPress={intro.done}>
            {t(last ? 'purchaseCards.intro.done' : 'purchaseCards.intro.skip')}
          </Button>
        </ButtonGroup>
      </Well>
    </section>
  );
}
