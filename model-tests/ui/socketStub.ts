import { expect, type Page, type WebSocketRoute } from '@playwright/test';

/**
 * A graphql-ws server for the page (one per UI model test that drives live pushes): acknowledges the
 * connection, answers pings, keeps the id of the subscription to `field`, and pushes a value to it
 * when the replay reaches the push event. Nothing reaches the real server's socket.
 */
export class SocketStub<Value> {
  private socket: WebSocketRoute | null = null;
  private subscription: string | null = null;

  private constructor(private readonly field: string) {}

  static async install<Value>(page: Page, field: string): Promise<SocketStub<Value>> {
    const stub = new SocketStub<Value>(field);
    await page.routeWebSocket(/\/graphql$/, (ws) => {
      stub.socket = ws;
      ws.onMessage((raw) => {
        const message = JSON.parse(String(raw)) as { type: string; id?: string; payload?: { query?: string } };
        if (message.type === 'connection_init') ws.send(JSON.stringify({ type: 'connection_ack' }));
        else if (message.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
        else if (message.type === 'subscribe' && message.payload?.query?.includes(field)) stub.subscription = message.id ?? null;
      });
    });
    return stub;
  }

  async push(value: Value): Promise<void> {
    await expect.poll(() => this.subscription, { message: `the page subscribes to ${this.field}` }).not.toBeNull();
    this.socket!.send(JSON.stringify({ id: this.subscription, type: 'next', payload: { data: { [this.field]: value } } }));
  }
}
