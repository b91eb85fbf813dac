import { request } from 'node:http';

export interface SlowUpload {
  /** Sends more of the file. */
  send(bytes: Buffer): Promise<void>;
  /** Sends the closing boundary: the request is complete. */
  finish(): void;
  /** Ends the connection without completing the request. */
  abort(): void;
  response: Promise<{ status: number; body: string }>;
}

/**
 * A multipart upload sent as slowly as the test wants: the head and the first bytes go at once, the rest
 * when the test says, so the server is caught with the request in flight (a shutdown, a kill).
 */
export function startSlowUpload(url: string, token: string, fileName: string, firstBytes: Buffer): SlowUpload {
  const boundary = '----portal-slow-upload';
  const target = new URL(url);
  const req = request({
    host: target.hostname,
    port: target.port,
    path: target.pathname + target.search,
    method: 'POST',
    agent: false,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'transfer-encoding': 'chunked',
    },
  });
  const response = new Promise<{ status: number; body: string }>((done, fail) => {
    req.once('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
      res.on('error', fail);
    });
    req.once('error', fail);
  });
  response.catch(() => undefined);
  const write = (chunk: Buffer | string) => new Promise<void>((done, fail) => req.write(chunk, (err) => (err ? fail(err) : done())));
  // Writes go in order; a connection cut by a killed server ends them (the response says so).
  let chain = write(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  ).then(() => write(firstBytes));
  chain.catch(() => undefined);
  return {
    send: (bytes) => (chain = chain.then(() => write(bytes))),
    finish: () => {
      chain = chain.then(() => void req.end(`\r\n--${boundary}--\r\n`));
      chain.catch(() => undefined);
    },
    abort: () => req.destroy(),
    response,
  };
}
