import { fromPromise } from 'xstate';
import { applyMachine } from '../../machines/app/apply/applyMachine';
import type { ApplyActors, ApplyMachines } from '../../machines/app/apply/applyTypes';
import { ENROLMENT_PATHS, type EnrolmentOffer, type SubmittedApplication } from '../domain/enrolment';
import { postJson } from './httpClient';
import { toErrorBody } from './sessionActors';

/** Browser implementation of the apply actors: the public enrolment endpoints (no session). */
async function post<T>(path: string, body: unknown): Promise<T> {
  try {
    // A 401 here is never "the session is gone": the apply page has none.
    return await postJson<T>(path, body, { reportUnauthenticated: false });
  } catch (error) {
    throw toErrorBody(error);
  }
}

export const applyActors: ApplyActors = {
  checkLink: fromPromise(async ({ input }) => post<EnrolmentOffer>(ENROLMENT_PATHS.link, input)),
  submitApplication: fromPromise(async ({ input }) => post<SubmittedApplication>(ENROLMENT_PATHS.apply, input)),
};

/** The apply page's machine with every actor provided (the route table binds this). */
export const applyMachines: ApplyMachines = {
  applyLogic: applyMachine.provide({ actors: applyActors }),
};
