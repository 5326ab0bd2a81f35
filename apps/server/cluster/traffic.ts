/**
 * What every answer through nginx was, and which instance gave it (nginx's X-Dpms-Upstream, the
 * last address when it tried several): the cluster test's record of 5xx answers and of where
 * each payment's IPN and browser redirect landed.
 */
export interface Answer {
  what: string;
  status: number;
  /** The instance's port; undefined when nginx answered without reaching one. */
  port: number | undefined;
  /** When the answer was read, and when its request was sent (if the caller said). */
  at: number;
  sentAt?: number;
  /** For a 5xx: the start of its body (the app's error code and message, or nginx's page). */
  body?: string;
}

export class Traffic {
  readonly answers: Answer[] = [];

  /** `sentAt`: when the request went out; a busy test process reads answers late. */
  record(what: string, res: Response, sentAt?: number): Answer {
    const upstream = res.headers.get('x-dpms-upstream')?.split(',').at(-1)?.trim();
    const port = upstream ? Number(upstream.split(':').at(-1)) : undefined;
    const answer: Answer = {
      what,
      status: res.status,
      port: Number.isFinite(port) ? port : undefined,
      at: Date.now(),
      ...(sentAt === undefined ? {} : { sentAt }),
    };
    this.answers.push(answer);
    if (res.status >= 500 && !res.bodyUsed)
      void res
        .clone()
        .text()
        .then(
          (text) => {
            answer.body = text.slice(0, 160);
          },
          () => {},
        );
    return answer;
  }

  serverErrors(): Answer[] {
    return this.answers.filter((a) => a.status >= 500);
  }
}
