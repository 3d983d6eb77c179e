import type { CreditIncreaseLoaders } from '../../machines/app/creditIncrease/creditIncreaseTypes';
import { increaseCreditMachine } from '../../machines/app/creditIncrease/increaseCreditMachine';
import { creditIncreaseActors, creditIncreaseStatusLoaders } from './creditIncreaseActors';

/** The Increase Credit page's loaders: the status line's and its own machine, provided with the same actors. */
export const creditIncreaseLoaders: CreditIncreaseLoaders = {
  ...creditIncreaseStatusLoaders,
  increaseCreditLogic: increaseCreditMachine.provide({ actors: creditIncreaseActors }),
};
