import { createContext, useContext } from 'react';

/** True inside the signed-in layout: pages then render inside its `<main>`, without a frame of their own. */
export const SignedInLayoutContext = createContext(false);

export function useInsideSignedInLayout(): boolean {
  return useContext(SignedInLayoutContext);
}
