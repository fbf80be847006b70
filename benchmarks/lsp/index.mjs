// SPDX-License-Identifier: MIT
// How long a language server takes to index a folder: from `initialize` to intelephense's
// `indexingEnded` notification, in ms, printed as one number. Answers the server's requests with
// nulls (no settings); stops the server with shutdown and exit.
//   node index.mjs ROOT STORAGE -- SERVER-COMMAND [ARGS...]
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const argv = process.argv.slice(2);
const [root, storage] = argv;
const cmd = argv.slice(argv.indexOf('--') + 1);
const server = spawn(cmd[0], cmd.slice(1), { stdio: ['pipe', 'pipe', 'inherit'] });
let buffer = Buffer.alloc(0);
let ended = null;
const send = (m) => {
	const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...m }));
	server.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
	server.stdin.write(body);
};
const t0 = process.hrtime.bigint();
server.stdout.on('data', (chunk) => {
	buffer = Buffer.concat([buffer, chunk]);
	for (;;) {
		const end = buffer.indexOf('\r\n\r\n');
		if (end < 0) return;
		const length = Number(/content-length: *(\d+)/i.exec(buffer.subarray(0, end).toString())[1]);
		if (buffer.length < end + 4 + length) return;
		const m = JSON.parse(buffer.subarray(end + 4, end + 4 + length).toString());
		buffer = buffer.subarray(end + 4 + length);
		if (m.method && m.id !== undefined) {
			send({ id: m.id, result: m.method === 'workspace/configuration' ? m.params.items.map(() => null) : null });
		} else if (m.method === 'indexingEnded' && ended === null) {
			ended = Number(process.hrtime.bigint() - t0) / 1e6;
			send({ id: 2, method: 'shutdown', params: null });
		} else if (m.id === 1) {
			send({ method: 'initialized', params: {} });
		} else if (m.id === 2) {
			send({ method: 'exit', params: null });
		}
	}
});
const timer = setTimeout(() => { console.error('no indexingEnded within 600 s'); server.kill('SIGKILL'); process.exit(1); }, 600000);
server.on('exit', () => {
	clearTimeout(timer);
	if (ended === null) { console.error('the server ended before indexingEnded'); process.exit(1); }
	console.log(ended.toFixed(0));
});
send({ id: 1, method: 'initialize', params: {
	processId: process.pid, rootUri: pathToFileURL(root).href, capabilities: {},
	initializationOptions: { storagePath: storage, globalStoragePath: storage, clearCache: true },
} });
