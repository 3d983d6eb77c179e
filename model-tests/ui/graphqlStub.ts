import type { Page, Route } from '@playwright/test';
import { pageHasAnswer } from './pageHasAnswer';

/**
 * The page's GraphQL answers for the operations a UI model test drives (everything else goes to
 * the real server: sign-in, session, menus). Queries are answered at once from `answers`;
 * mutations are HELD until the replay reaches the actor outcome the path expects
 * (`xstate.done.actor.*` / `xstate.error.actor.*`) and releases them with that answer. So a state
 * in which a request runs is asserted while the request really runs (no timing), and failures the
 * real server gives only in rare situations (a refusal, a lost network) are driven on demand.
 */
export type GraphqlAnswer = { data: unknown } | { error: { code: string; messageId: string; refusal?: { machine: string; rule: string; subRules: readonly string[] } } };

interface Held {
  route: Route;
  variables: unknown;
}

const bodyOf = (answer: GraphqlAnswer) =>
  'data' in answer
    ? { data: answer.data }
    : { data: null, errors: [{ message: answer.error.code, extensions: { code: answer.error.code, messageId: answer.error.messageId, ...answer.error.refusal } }] };

export class GraphqlStub {
  private readonly held = new Map<string, Held[]>();
  private readonly waiters = new Map<string, (held: Held) => void>();
  /** Every stubbed operation the page sent, in order (for assertions on what was asked). */
  readonly sent: { operation: string; variables: unknown }[] = [];

  private constructor(private readonly answers: Record<string, () => GraphqlAnswer>, private readonly heldOperations: ReadonlySet<string>) {}

  static async install(page: Page, answers: Record<string, () => GraphqlAnswer>, heldOperations: readonly string[]): Promise<GraphqlStub> {
    const stub = new GraphqlStub(answers, new Set(heldOperations));
    await page.route('**/graphql', (route) => stub.handle(route));
    return stub;
  }

  private async handle(route: Route): Promise<void> {
    const request = route.request();
    if (request.method() !== 'POST') return route.fallback();
    const body = request.postDataJSON() as { query?: string; operationName?: string; variables?: unknown } | null;
    // The first operation of the text: documents sent as their file's text (?raw) may start with a comment.
    const operation = body?.operationName ?? /^\s*(?:query|mutation)\s+(\w+)/m.exec(body?.query ?? '')?.[1] ?? '';
    if (this.heldOperations.has(operation)) {
      this.sent.push({ operation, variables: body?.variables });
      const held = { route, variables: body?.variables };
      const waiter = this.waiters.get(operation);
      if (waiter) {
        this.waiters.delete(operation);
        waiter(held);
      } else this.held.set(operation, [...(this.held.get(operation) ?? []), held]);
      return;
    }
    const answer = this.answers[operation];
    if (!answer) return route.fallback();
    this.sent.push({ operation, variables: body?.variables });
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(bodyOf(answer())) });
  }

  /** Waits for the page's held `operation` request and answers it (`answer` may read the request's variables: one answer per id). */
  async release(operation: string, answer: GraphqlAnswer | ((variables: unknown) => GraphqlAnswer)): Promise<void> {
    const queued = this.held.get(operation);
    const held = queued?.shift() ?? (await new Promise<Held>((resolve) => this.waiters.set(operation, resolve)));
    const body = bodyOf(typeof answer === 'function' ? answer(held.variables) : answer);
    await held.route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
    await pageHasAnswer(held.route.request());
  }
}
