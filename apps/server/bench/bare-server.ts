import http from 'node:http';

/** The baseline: a bare Node server answering a fixed JSON, the most any server here can do. */
const body = JSON.stringify({ status: 200, locations: [{ locationID: 101, name: 'Demo Plasma Austin North' }] });
const port = Number(process.env.PORT ?? 3199);
http
  .createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  })
  .listen(port, '127.0.0.1', () => process.send?.('ready'));
