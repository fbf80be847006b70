// SPDX-License-Identifier: MIT
// The measurements of scripts/editors-check.sh (which installs the packages and compares what this
// prints with its expected table): what intelephense, prettier with @prettier/plugin-php and
// tree-sitter-php (through web-tree-sitter) make of tests/tools/editors/forms-void.php,
// forms-sentinel.php and params-void.php ("params"). One line per tool × spelling × variant:
//   TOOL | SPELLING | VARIANT | RESULT
//   node scripts/editors-check.mjs MODULES PHP EXT
// MODULES: the node_modules folder holding the pinned packages; PHP: the php binary that runs the
// inputs; EXT: void_discard.so, loaded when a formatted file is run.
// Each input line with a discard names its form in a trailing `// form N` comment and each of the
// two deliberate bugs carries `// deliberate bug: WHAT`: a diagnostic on a bug's line is real, any
// other is false and belongs to the form of its line (or of the nearest form line above it, as for
// a variable the line above assigned through a discard).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [modules, php, ext] = process.argv.slice(2);
if (!ext) {
	console.error('usage: node scripts/editors-check.mjs MODULES PHP EXT');
	process.exit(2);
}
const top = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inputs = {
	void: path.join(top, 'tests/tools/editors/forms-void.php'),
	sentinel: path.join(top, 'tests/tools/editors/forms-sentinel.php'),
};
// Discarded parameters (form 12), which have no sentinel spelling: measured in their own file.
const params = path.join(top, 'tests/tools/editors/params-void.php');
const stubs = path.join(top, 'tools/stubs/void_discard.php');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-editors-'));
const jobs = Number(process.env.VD_EDITORS_JOBS) || Math.max(1, Math.min(2, os.cpus().length));

// --- the inputs: which line is which form, and where the bugs are --------------------------------

function annotate(file) {
	const lines = fs.readFileSync(file, 'utf8').split('\n');
	const form = [];
	const bug = [];
	let last = null;
	lines.forEach((text, i) => {
		const f = /\/\/ form (\d+)/.exec(text);
		const b = /\/\/ deliberate bug: (.*)$/.exec(text);
		if (f) last = f[1];
		if (b) last = null;
		form[i + 1] = last;
		bug[i + 1] = b ? b[1].trim() : null;
	});
	return { form, bug, bugs: bug.filter(Boolean) };
}

function forms(list) {
	const set = [...new Set(list)].sort((a, b) => Number(a) - Number(b));
	return set.length ? (set.length === 1 ? 'form ' : 'forms ') + set.join(' ') : 'no form';
}

// --- intelephense over stdio --------------------------------------------------------------------

const phpVersion = '8.2.0'; // the extension's oldest PHP, where `(void)` needs it
const vendorExclude = { '**/vendor/**': ['*'] }; // intelephense's default, kept when codes are added
const exclude = (...codes) => ({ exclude: { ...vendorExclude, '**/*.php': codes } });
// Every run sets intelephense.environment.phpVersion to 8.2.0 (but "phpVersion default": 8.5.0 in
// intelephense 1.18.5) and turns telemetry off; no licence key, so the free feature set. "stubs"
// copies stubs/void_discard.php into the workspace, "via includePaths" lists its folder in
// intelephense.environment.includePaths instead. "exclude CODES" is intelephense.diagnostics.exclude
// {"**/*.php": [CODES]}: those diagnostic codes dropped everywhere, every other one kept. The other
// settings are intelephense.diagnostics.* (undefinedVariables: on, local (not at file level), off).
const variants = [
	// [name, stubs: none | workspace | includePaths, intelephense settings]
	['none', 'none', {}],
	['none, phpVersion default', 'none', { phpVersion: null }],
	['stubs', 'workspace', {}],
	['stubs via includePaths', 'includePaths', {}],
	['stubs, undefinedConstants=false', 'workspace', { diagnostics: { undefinedConstants: false } }],
	['stubs, undefinedFunctions=false', 'workspace', { diagnostics: { undefinedFunctions: false } }],
	['stubs, languageConstraints=false', 'workspace', { diagnostics: { languageConstraints: false } }],
	['stubs, undefinedVariables=local', 'workspace', { diagnostics: { undefinedVariables: 'local' } }],
	['stubs, exclude P1024', 'workspace', { diagnostics: exclude('P1024') }],
	['stubs, exclude P1024 + undefinedVariables=local', 'workspace',
		{ diagnostics: { ...exclude('P1024'), undefinedVariables: 'local' } }],
	['stubs, exclude P1024 P1116', 'workspace', { diagnostics: exclude('P1024', 'P1116') }],
	['stubs, exclude P1022 P1024 + undefinedConstants=false', 'workspace',
		{ diagnostics: { ...exclude('P1022', 'P1024'), undefinedConstants: false } }],
];
// intelephense on params-void.php: its parser rejects a parameter without a variable (P1001, a
// syntax error), which no stub changes; excluding the code hides it, and the recommended settings
// for the other forms with it.
const paramVariants = [
	['none', 'none', {}],
	['exclude P1001', 'none', { diagnostics: exclude('P1001') }],
	['stubs, exclude P1001 P1022 P1024 + undefinedConstants=false', 'workspace',
		{ diagnostics: { ...exclude('P1001', 'P1022', 'P1024'), undefinedConstants: false } }],
];

// One language server, one workspace, one opened file: the diagnostics it publishes for that file.
async function intelephense({ file, open = file, stubsMode, settings, extraFiles = [] }) {
	const ws = fs.mkdtempSync(path.join(work, 'ws-'));
	const store = fs.mkdtempSync(path.join(work, 'storage-'));
	const copy = (src, rel) => {
		fs.mkdirSync(path.dirname(path.join(ws, rel)), { recursive: true });
		fs.copyFileSync(src, path.join(ws, rel));
	};
	copy(file, path.basename(file));
	for (const [src, rel] of extraFiles) copy(src, rel);
	if (stubsMode === 'workspace') copy(stubs, 'stubs/void_discard.php');
	// phpVersion: null leaves intelephense's own default
	const { phpVersion: version = phpVersion, ...rest } = settings;
	const environment = version === null ? {} : { phpVersion: version };
	if (stubsMode === 'includePaths') environment.includePaths = [path.dirname(stubs)];
	const config = { telemetry: { enabled: false }, ...rest, environment };
	const openPath = path.join(ws, path.basename(open));
	const uri = pathToFileURL(openPath).href;

	const server = spawn(process.execPath, [path.join(modules, 'intelephense/lib/intelephense.js'), '--stdio'],
		{ stdio: ['pipe', 'pipe', 'ignore'], cwd: ws });
	let buffer = Buffer.alloc(0);
	let nextId = 0;
	const pending = new Map();
	const listeners = new Set();
	const send = (message) => {
		const body = JSON.stringify({ jsonrpc: '2.0', ...message });
		server.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
	};
	const request = (method, params) => new Promise((resolve) => {
		const id = ++nextId;
		pending.set(id, resolve);
		send({ id, method, params });
	});
	const until = (test) => new Promise((resolve) => {
		const listener = (m) => {
			const value = test(m);
			if (value !== undefined) {
				listeners.delete(listener);
				resolve(value);
			}
		};
		listeners.add(listener);
	});
	server.stdin.on('error', () => {});
	server.stdout.on('data', (data) => {
		buffer = Buffer.concat([buffer, data]);
		for (;;) {
			const end = buffer.indexOf('\r\n\r\n');
			if (end < 0) return;
			const length = Number(/Content-Length: *(\d+)/i.exec(buffer.subarray(0, end).toString())[1]);
			if (buffer.length < end + 4 + length) return;
			const m = JSON.parse(buffer.subarray(end + 4, end + 4 + length).toString());
			buffer = buffer.subarray(end + 4 + length);
			if (m.id !== undefined && m.method) {
				// the server's requests: its settings (section "intelephense"), anything else null
				const result = m.method === 'workspace/configuration'
					? m.params.items.map((item) => (item.section === 'intelephense' ? config : null))
					: null;
				send({ id: m.id, result });
			} else if (m.id !== undefined) {
				pending.get(m.id)?.(m.result);
			} else {
				for (const listener of [...listeners]) listener(m);
			}
		}
	});
	const exited = new Promise((resolve) => {
		server.on('exit', resolve);
		server.on('error', resolve);
	});
	const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 90000).unref());

	const run = (async () => {
		await request('initialize', {
			processId: process.pid,
			rootUri: pathToFileURL(ws).href,
			workspaceFolders: [{ uri: pathToFileURL(ws).href, name: 'editors-check' }],
			capabilities: { workspace: { configuration: true, workspaceFolders: true }, textDocument: { publishDiagnostics: {} } },
			initializationOptions: { storagePath: store, globalStoragePath: store, clearCache: true },
		});
		const indexed = until((m) => (m.method === 'indexingEnded' ? true : undefined));
		send({ method: 'initialized', params: {} });
		await indexed;
		let latest = null;
		const first = until((m) => (m.method === 'textDocument/publishDiagnostics' && m.params.uri === uri ? m.params.diagnostics : undefined));
		const later = (m) => {
			if (m.method === 'textDocument/publishDiagnostics' && m.params.uri === uri) latest = m.params.diagnostics;
		};
		send({ method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'php', version: 1, text: fs.readFileSync(openPath, 'utf8') } } });
		latest = await first;
		// a second publication would replace the first: wait a little for one
		listeners.add(later);
		await new Promise((resolve) => setTimeout(resolve, 300));
		listeners.delete(later);
		return latest;
	})();
	const result = await Promise.race([run, timeout, exited.then(() => 'exited')]);
	if (typeof result !== 'string') {
		await Promise.race([request('shutdown', null), new Promise((resolve) => setTimeout(resolve, 2000))]);
		send({ method: 'exit' });
	}
	const killer = setTimeout(() => server.kill('SIGKILL'), 3000);
	await exited;
	clearTimeout(killer);
	return result;
}

function describe(diagnostics, info) {
	if (typeof diagnostics === 'string') return `FAILED: the server ${diagnostics}`;
	const falseOnes = new Map();
	const found = new Set();
	for (const d of diagnostics) {
		const line = d.range.start.line + 1;
		if (info.bug[line]) {
			found.add(info.bug[line]);
			continue;
		}
		const key = `${d.code} ${d.message}`;
		if (!falseOnes.has(key)) falseOnes.set(key, []);
		falseOnes.get(key).push(info.form[line] ?? '?');
	}
	const real = diagnostics.length - [...falseOnes.values()].reduce((n, l) => n + l.length, 0);
	const parts = [`${diagnostics.length} = ${diagnostics.length - real} false + ${real} real`];
	parts.push('false: ' + ([...falseOnes].sort(([a], [b]) => (a < b ? -1 : 1))
		.map(([key, list]) => `${list.length}× ${key} (${forms(list)})`).join('; ') || 'none'));
	const hidden = info.bugs.filter((b) => !found.has(b));
	parts.push('bugs: ' + [...info.bugs.filter((b) => found.has(b)).map((b) => `${b} reported`),
		...hidden.map((b) => `${b} HIDDEN`)].join(', '));
	return parts.join(' | ');
}

async function pool(tasks) {
	const results = new Array(tasks.length);
	let next = 0;
	await Promise.all(Array.from({ length: jobs }, async () => {
		while (next < tasks.length) {
			const i = next++;
			results[i] = await tasks[i]();
		}
	}));
	return results;
}

// --- prettier + @prettier/plugin-php --------------------------------------------------------------

// The discards a file holds, by PHP's own tokens: `void` (not a return type), `__discard`,
// `__discard_cast` (before PHP 8.5 `(void)` is `(`, `void`, `)`).
const countCode = `$n = 0; $prev = null;
foreach (token_get_all(file_get_contents($argv[1])) as $t) {
	if (is_array($t) && in_array($t[0], [T_WHITESPACE, T_COMMENT, T_DOC_COMMENT], true)) continue;
	$text = is_array($t) ? $t[1] : $t;
	if (is_array($t) && $t[0] === T_STRING && ((strcasecmp($text, 'void') === 0 && !in_array($prev, [':', '?', '|'], true))
			|| $text === '__discard' || $text === '__discard_cast')) $n++;
	$prev = $text;
}
echo $n;`;

function discards(file) {
	return Number(spawnSync(php, ['-r', countCode, file], { encoding: 'utf8' }).stdout);
}

function runPhp(file) {
	const r = spawnSync(php, ['-d', `extension=${ext}`, file], { encoding: 'utf8' });
	return `${r.status}\n${r.stdout}\n${r.stderr}`;
}

async function prettierCheck() {
	const prettier = await import(pathToFileURL(path.join(modules, 'prettier/index.mjs')).href);
	const plugin = await import(pathToFileURL(path.join(modules, '@prettier/plugin-php/src/index.mjs')).href);
	// The void spelling without its `(void)` lines' casts (same program, same output): what the
	// formatter makes of the other forms once it gets past the first cast.
	const nocast = path.join(work, 'forms-void-nocast.php');
	fs.writeFileSync(nocast, fs.readFileSync(inputs.void, 'utf8').replace(/\(void\) /g, ''));
	const lines = [];
	const cases = [['void', inputs.void], ['void without (void) casts', nocast], ['sentinel', inputs.sentinel], ['params', params]];
	for (const [spelling, file] of cases) {
		const info = annotate(file);
		const variant = 'phpVersion=8.2';
		let out;
		try {
			out = await prettier.format(fs.readFileSync(file, 'utf8'), { parser: 'php', plugins: [plugin.default ?? plugin], phpVersion: '8.2' });
		} catch (e) {
			const line = e.loc?.start?.line;
			lines.push(`prettier | ${spelling} | ${variant} | throws: ${e.message.split('\n')[0]} (${line ? forms([info.form[line] ?? '?']) : 'no line'})`);
			continue;
		}
		const formatted = path.join(work, `formatted-${path.basename(file)}`);
		fs.writeFileSync(formatted, out);
		const before = discards(file);
		const after = discards(formatted);
		const same = runPhp(file) === runPhp(formatted);
		lines.push(`prettier | ${spelling} | ${variant} | formats: ${after} of ${before} discards kept, ${same ? 'runs with the same output' : 'OUTPUT DIFFERS'}`);
	}
	return lines;
}

// --- tree-sitter-php through web-tree-sitter ------------------------------------------------------

async function treeSitterCheck() {
	const { Parser, Language } = await import(pathToFileURL(path.join(modules, 'web-tree-sitter/web-tree-sitter.js')).href);
	await Parser.init();
	const language = await Language.load(path.join(modules, 'tree-sitter-php/tree-sitter-php.wasm'));
	const parser = new Parser();
	parser.setLanguage(language);
	const lines = [];
	for (const [spelling, file] of [...Object.entries(inputs), ['params', params]]) {
		const info = annotate(file);
		const tree = parser.parse(fs.readFileSync(file, 'utf8'));
		const bad = [];
		const walk = (node) => {
			if (node.isError || node.isMissing) {
				bad.push({ kind: node.isMissing ? 'MISSING' : 'ERROR', line: node.startPosition.row + 1 });
			}
			for (const child of node.children) walk(child);
		};
		walk(tree.rootNode);
		const where = bad.map((b) => `${b.kind} ${b.line}`).join(', ');
		lines.push(`tree-sitter | ${spelling} | tree-sitter-php.wasm | ${bad.length} ERROR/MISSING`
			+ (bad.length ? ` (${forms(bad.map((b) => info.form[b.line] ?? '?'))}): ${where}` : ''));
		tree.delete();
	}
	parser.delete();
	return lines;
}

// --- all of it ------------------------------------------------------------------------------------

try {
	const tasks = [];
	const names = [];
	for (const [spelling, file] of Object.entries(inputs)) {
		const info = annotate(file);
		for (const [name, stubsMode, settings] of variants) {
			names.push(`intelephense | ${spelling} | ${name}`);
			tasks.push(async () => describe(await intelephense({ file, stubsMode, settings }), info));
		}
	}
	const paramsInfo = annotate(params);
	for (const [name, stubsMode, settings] of paramVariants) {
		names.push(`intelephense | params | ${name}`);
		tasks.push(async () => describe(await intelephense({ file: params, stubsMode, settings }), paramsInfo));
	}
	// The stub file itself, opened next to the extension's own void_discard.stub.php (both declare
	// the VoidDiscard\ symbols, as when the repository is the workspace), and a file that uses
	// every symbol the stub declares.
	names.push('intelephense | stubs/void_discard.php | next to void_discard.stub.php');
	tasks.push(async () => {
		const d = await intelephense({ file: stubs, stubsMode: 'none', settings: {}, extraFiles: [[path.join(top, 'void_discard.stub.php'), 'void_discard.stub.php']] });
		if (typeof d === 'string') return `FAILED: the server ${d}`;
		const by = new Map();
		for (const x of d) {
			const key = `${x.code} ${x.message.replace(/'[^']*'/, "'…'")}`;
			by.set(key, (by.get(key) ?? 0) + 1);
		}
		return `${d.length}: ` + [...by].sort().map(([k, n]) => `${n}× ${k}`).join('; ');
	});
	const usage = path.join(work, 'uses-stubs.php');
	fs.writeFileSync(usage, `<?php
$mode = VoidDiscard\\MODE;
$keys = VoidDiscard\\keys(new ArrayIterator([1]));
$tokens = VoidDiscard\\tokens('<?php', true);
$report = VoidDiscard\\analyze('<?php', 'f.php', 'probe');
echo strlen($mode), count($tokens['id']), count($report), VoidDiscard\\prepass('<?php'), VoidDiscard\\lower('<?php'), gettype($keys);
$iterator = new VoidDiscard\\KeyIterator(); // private constructor: the one real diagnostic
`);
	names.push('intelephense | uses of every stub symbol | stubs');
	tasks.push(async () => {
		const d = await intelephense({ file: usage, stubsMode: 'workspace', settings: {} });
		if (typeof d === 'string') return `FAILED: the server ${d}`;
		return `${d.length}: ` + d.map((x) => `line ${x.range.start.line + 1} ${x.code} ${x.message}`).join('; ');
	});
	const results = await pool(tasks);
	for (let i = 0; i < names.length; i++) console.log(`${names[i]} | ${results[i]}`);
	for (const line of await prettierCheck()) console.log(line);
	for (const line of await treeSitterCheck()) console.log(line);
} finally {
	fs.rmSync(work, { recursive: true, force: true });
}
