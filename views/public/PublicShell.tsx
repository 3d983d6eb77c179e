import type { ReactNode } from 'react';
import { Flex, Text, View } from '@adobe/react-spectrum';

export interface PublicShellProps {
  /** Program name or default brand title. */
  brand: string;
  /** Shown at the end of the header (e.g. the language picker). */
  headerEnd?: ReactNode;
  children: ReactNode;
}

/** Frame of the public screens: a banner with the program's name and a centred main column. */
export function PublicShell({ brand, headerEnd, children }: PublicShellProps) {
  return (
    <View minHeight="100vh" backgroundColor="gray-75">
      <View elementType="header" backgroundColor="gray-50" borderBottomWidth="thin" borderBottomColor="mid" paddingX="size-300" paddingY="size-150">
        <Flex justifyContent="space-between" alignItems="center" gap="size-200" wrap>
          <Text UNSAFE_style={{ fontWeight: 700, fontSize: 'var(--spectrum-global-dimension-font-size-300)' }}>{brand}</Text>
          {headerEnd}
        </Flex>
      </View>
      <View elementType="main" paddingX={{ base: 'size-200', M: 'size-400' }} paddingY="size-500">
        <Flex justifyContent="center">
          <View width="100%" maxWidth="size-6000">
            {children}
          </View>
        </Flex>
      </View>
    </View>
  );
}
