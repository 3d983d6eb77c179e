import { createContext, type ReactNode } from 'react';
import type { PageConfig } from '../domain/pageConfig';
import type { AppActors } from './actors';

/** What the app shell shares with every screen: the root actors and the frozen page configuration. */
export interface AppContextValue {
  actors: AppActors;
  pageConfig: Readonly<PageConfig>;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function ActorsProvider({ actors, pageConfig, children }: AppContextValue & { children: ReactNode }) {
  return <AppContext value={{ actors, pageConfig }}>{children}</AppContext>;
}
