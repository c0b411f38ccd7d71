// The scale bench's load generator, run in a child process (bench/scale.ts): the server's
// thread then serves requests only, so its event-loop delay and req/s are the server's, not
// shared with autocannon's own work (a 46 KB listing parsed per answer). A worker thread would
// do, but autocannon leaves its figures unsummed off the main thread.
import autocannon from 'autocannon';

/** One request as the worker sends it; the list is sent in turn, from its start again. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadJob {
  url: string;
  connections: number;
  seconds: number;
  requests: LoadRequest[];
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function run(job: LoadJob): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.seconds,
    requests: [
      {
        setupRequest: (request) => {
          const asked = job.requests[next++ % job.requests.length];
          if (!asked) return request;
          return {
            ...request,
            method: asked.method,
            path: asked.path,
            headers: { ...request.headers, ...asked.headers },
            body: asked.body,
          };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

process.once('message', (job: LoadJob) => {
  void run(job).then((result) => process.send?.(result, () => process.exit(0)));
});
