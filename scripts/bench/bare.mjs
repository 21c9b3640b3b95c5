// The yardstick: a bare node:http server answering fixed bytes with the same headers as the API's
// poll (200 with the body, or 304 when If-None-Match matches). Prints its port.
import http from 'node:http';

const { body, etag } = JSON.parse(process.argv[2]);
const server = http.createServer((req, res) => {
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, { etag, 'cache-control': 'private, no-cache' });
    res.end();
    return;
  }
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    etag,
    'cache-control': 'private, no-cache',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
