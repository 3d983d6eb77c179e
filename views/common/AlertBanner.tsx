import type { ReactElement, ReactNode } from 'react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ActionButton, Button, Flex, Heading, Text, View } from '@adobe/react-spectrum';
import Alert from '@spectrum-icons/workflow/Alert';
import CheckmarkCircle from '@spectrum-icons/workflow/CheckmarkCircle';
import Close from '@spectrum-icons/workflow/Close';
import Info from '@spectrum-icons/workflow/Info';

/** Spec 3 "Alert banner": the five banner types. */
export type AlertBannerType = 'general' | 'info' | 'negative' | 'positive' | 'warning';

export interface AlertBannerAction {
  label: string;
  /** Shown as the accent (primary) button; the others are secondary. */
  primary?: boolean;
  /** `data-testid` of the button. */
  testId?: string;
  onPress: () => void;
  icon?: ReactElement;
}

export interface AlertBannerProps {
  type: AlertBannerType;
  /** Short heading of the banner. */
  title?: ReactNode;
  /** The message (plain text or React nodes; never raw program HTML). */
  children?: ReactNode;
  actions?: readonly AlertBannerAction[];
  /** Actions beside the message (`side`, default) or below it (`bottom`). */
  actionsPlacement?: 'side' | 'bottom';
  /** Shows a close button. Dismissing hides the banner, or calls `dismissibleHandler` when given. */
  dismissible?: boolean;
  dismissibleHandler?: () => void;
  /** The close button shows its label instead of only an icon. */
  dismissibleFullBtn?: boolean;
  /** Replaces the type's icon (spec 4: default info, negative error, positive check, warning warning). */
  headerIcon?: ReactElement;
  borderless?: boolean;
  /** Heading level of `title`; 2 by default. */
  headingLevel?: 1 | 2 | 3 | 4;
  /** `alert` for urgent news, `status` for polite announcements; none by default. */
  role?: 'alert' | 'status';
}

const BORDER = { general: 'mid', info: 'informative', negative: 'negative', positive: 'positive', warning: 'notice' } as const;

function TypeIcon({ type, label }: { type: AlertBannerType; label: string }) {
  switch (type) {
    case 'negative':
      return <Alert color="negative" aria-label={label} />;
    case 'positive':
      return <CheckmarkCircle color="positive" aria-label={label} />;
    case 'warning':
      return <Alert color="notice" aria-label={label} />;
    case 'info':
      return <Info color="informative" aria-label={label} />;
    default:
      return <Info aria-label={label} />;
  }
}

function DismissButton({ label, full, onPress }: { label: string; full?: boolean; onPress: () => void }) {
  return full ? (
    <Button variant="secondary" onPress={onPress}>
      {label}
    </Button>
  ) : (
    <ActionButton isQuiet aria-label={label} onPress={onPress}>
      <Close />
    </ActionButton>
  );
}

/** The shared alert banner of spec 3 and 4. Starts visible. */
export function AlertBanner(props: AlertBannerProps) {
  const { type, title, children, actions = [], actionsPlacement = 'side', dismissible, dismissibleHandler } = props;
  const intl = useIntl();
  const titleId = useId();
  // Presentational: a dismissible banner's disclosure.
  const [visible, setVisible] = useState(true);
  if (!visible) return null;

  const dismiss = () => (dismissibleHandler ? dismissibleHandler() : setVisible(false));
  const closeLabel = intl.formatMessage({ id: 'common.close' });
  const typeLabel = intl.formatMessage({ id: `common.alertType.${type}` });
  const icon = props.headerIcon ?? <TypeIcon type={type} label={typeLabel} />;
  const buttons = actions.length > 0 && (
    <Flex gap="size-100" wrap alignItems="center" marginTop={actionsPlacement === 'bottom' ? 'size-150' : undefined}>
      {actions.map((action) => (
        <Button key={action.label} variant={action.primary ? 'accent' : 'secondary'} data-testid={action.testId} onPress={action.onPress}>
          {action.icon}
          <Text>{action.label}</Text>
        </Button>
      ))}
    </Flex>
  );

  return (
    <div role={props.role} aria-labelledby={props.role && title ? titleId : undefined}>
      <View
        backgroundColor="gray-50"
        borderWidth={props.borderless ? undefined : 'thick'}
        borderColor={props.borderless ? undefined : BORDER[type]}
        borderRadius="medium"
        padding="size-200"
      >
        <Flex gap="size-150" alignItems="start">
          <View flexShrink={0} paddingTop="size-25">
            {icon}
          </View>
          <Flex direction={actionsPlacement === 'side' ? { base: 'column', M: 'row' } : 'column'} flexGrow={1} gap="size-150" minWidth={0}>
            <View flexGrow={1} minWidth={0}>
              {title && (
                <Heading level={props.headingLevel ?? 2} id={titleId} margin={0} UNSAFE_style={{ fontSize: 'var(--spectrum-global-dimension-font-size-200)' }}>
                  {title}
                </Heading>
              )}
              {children && <View marginTop={title ? 'size-75' : undefined}>{children}</View>}
            </View>
            {buttons}
          </Flex>
          {dismissible && <DismissButton label={closeLabel} full={props.dismissibleFullBtn} onPress={dismiss} />}
        </Flex>
      </View>
    </div>
  );
}
