import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

/**
 * What the enquiry mails and the guest mails share: a sender that works in the background on every node,
 * polling for what is due and woken when something new is stored. One run at a time per process (a wake
 * during a run queues one more run); a run that fails (the database is down) is logged and the next poll
 * tries again. Nothing sends until start(), so building the app (tests, scripts) never mails by surprise.
 */
export abstract class BackgroundSender {
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  /** Set by stop(): a run in progress ends after the item it is sending. */
  protected stopped = false;

  protected constructor(
    protected readonly logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
    private readonly pollIntervalMs: number,
    protected readonly transport: Transporter | undefined,
    /** names a failed run in the log ("guest mail") */
    private readonly what: string,
  ) {}

  /** Sends everything due when the run began, one item at a time. */
  protected abstract sendDue(): Promise<void>;

  /** Begins polling and sends what is already due (left pending by a restart, or due meanwhile). */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    // unref: the sender must never be the reason the process stays alive at shutdown
    this.timer = setInterval(() => this.runInBackground(), this.pollIntervalMs).unref();
    this.runInBackground();
  }

  /** Stops polling and waits for a send in progress, so no attempt is cut off half-recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    // a failed run was already reported to its caller or the log; shutting down must not fail on it
    await (this.queued ?? this.running)?.catch(() => {});
    this.transport?.close();
  }

  /** Asks for a run soon (something new was stored); nothing until start(). */
  wake(): void {
    if (this.started && !this.stopped) this.runInBackground();
  }

  /** Sends everything that is due now; resolves when done. A call during a run queues one more run. */
  runOnce(): Promise<void> {
    if (!this.running) {
      this.running = this.sendDue().finally(() => {
        this.running = undefined;
      });
      return this.running;
    }
    this.queued ??= this.running.then(
      () => this.startQueuedRun(),
      () => this.startQueuedRun(),
    );
    return this.queued;
  }

  private startQueuedRun(): Promise<void> {
    this.queued = undefined;
    return this.runOnce();
  }

  private runInBackground(): void {
    this.runOnce().catch((error: unknown) => this.logger.error({ err: error }, `${this.what} run failed`));
  }
}
