// SPDX-License-Identifier: MIT
// intelephense for PHP files, started through void-discard-lsp: the server reads each file as the
// stock PHP of the same length that the proxy shows it, and every answer comes back in the user's
// spelling (README.md). The proxy does the work; this is where VS Code finds PHP, the proxy and
// the server.
'use strict';

const fs = require('fs');
const path = require('path');
const vscode = require('vscode');
const { LanguageClient, RevealOutputChannelOn, State } = require('vscode-languageclient/node');

// The intelephense extension, which starts the same server on the same files.
const OFFICIAL = 'bmewburn.vscode-intelephense-client';

let client;
let output;
let status;

function setting(name) {
	return vscode.workspace.getConfiguration('voidDiscard').get(name);
}

// The proxy: the setting (relative to the first workspace folder), or vendor/bin/void-discard-lsp
// of the first workspace folder that has one (Composer's launcher, a PHP file on every system).
// It runs in that folder.
function findProxy() {
	const folders = (vscode.workspace.workspaceFolders || []).filter((f) => f.uri.scheme === 'file');
	const configured = setting('proxy.path');
	if (configured) {
		const base = folders.length ? folders[0].uri.fsPath : path.dirname(configured);
		return { path: path.resolve(base, configured), cwd: base };
	}
	for (const folder of folders) {
		const candidate = path.join(folder.uri.fsPath, 'vendor', 'bin', 'void-discard-lsp');
		if (fs.existsSync(candidate)) {
			return { path: candidate, cwd: folder.uri.fsPath };
		}
	}
	return undefined;
}

function serverOptions(context) {
	const intelephense = setting('intelephense.path')
		|| context.asAbsolutePath(path.join('node_modules', 'intelephense', 'lib', 'intelephense.js'));
	// Without a Node.js of the user's, the extension host's runtime runs the server: Electron's
	// binary acts as Node.js with ELECTRON_RUN_AS_NODE (VS Code's own language servers run so).
	const node = setting('node.executable') || process.execPath;
	const env = { ...process.env, ELECTRON_RUN_AS_NODE: '1' };
	const server = [node, intelephense, '--stdio'];
	if (!setting('proxy.enabled')) {
		return { command: server[0], args: server.slice(1), options: { env } };
	}
	const proxy = findProxy();
	if (!proxy) {
		return undefined;
	}
	const log = setting('proxy.log');
	return {
		command: setting('php.executable') || 'php',
		args: [proxy.path, ...(log ? ['--log=' + log] : []), '--', ...server],
		options: { env, cwd: proxy.cwd },
	};
}

async function start(context) {
	if (vscode.extensions.getExtension(OFFICIAL)) {
		// Two intelephense servers on the same files: every answer twice, and the other one's
		// diagnostics about `void`. The user decides which one stays.
		output.appendLine(`${OFFICIAL} is enabled here: not starting a second intelephense.`);
		showStatus('idle');
		const show = 'Show the intelephense extension';
		// (not awaited: activation does not wait for the user)
		vscode.window.showWarningMessage(
			'void discard: the intelephense extension is enabled in this workspace, and it reads `void` discards as errors. '
				+ 'Disable it for this workspace (Disable (Workspace)), then reload the window: this extension runs intelephense through void-discard-lsp instead.',
			show).then((choice) => choice === show
			&& vscode.commands.executeCommand('workbench.extensions.action.showExtensionsWithIds', [OFFICIAL]));
		return;
	}
	const server = serverOptions(context);
	if (!server) {
		output.appendLine('void-discard-lsp not found: no voidDiscard.proxy.path, and no vendor/bin/void-discard-lsp in a workspace folder.');
		showStatus('noproxy');
		vscode.window.showErrorMessage(
			'void discard: void-discard-lsp was not found. Install it in the project (composer require --dev void-discard/tools) '
				+ 'or set voidDiscard.proxy.path.');
		return;
	}
	output.appendLine(`starting ${server.command} ${server.args.join(' ')}`);
	const storage = (context.storageUri || context.globalStorageUri).fsPath;
	fs.mkdirSync(storage, { recursive: true });
	fs.mkdirSync(context.globalStorageUri.fsPath, { recursive: true });
	client = new LanguageClient('voidDiscard', 'void discard: intelephense', server, {
		documentSelector: [{ language: 'php', scheme: 'file' }, { language: 'php', scheme: 'untitled' }],
		// what the intelephense extension gives the server, less its licence file
		initializationOptions: {
			storagePath: storage,
			globalStoragePath: context.globalStorageUri.fsPath,
			clearCache: false,
			licenceKey: vscode.workspace.getConfiguration('intelephense').get('licenceKey'),
		},
		synchronize: {
			configurationSection: 'intelephense',
			fileEvents: vscode.workspace.createFileSystemWatcher('**/*.php'),
		},
		outputChannel: output,
		revealOutputChannelOn: RevealOutputChannelOn.Never,
	});
	const started = client;
	started.onDidChangeState((e) => {
		// the server ended for good (the client restarts it a few times first), not by stop()
		if (e.newState === State.Stopped && client === started) {
			showStatus('failed');
		}
	});
	showStatus('starting');
	await client.start();
	// (its indexing shows as the server's own progress in the status bar)
	showStatus('running');
}

// The status bar item: the server's state, read by a screen reader (and by scripts/vscode-check.mjs)
// as "void discard: intelephense STATE".
const STATES = {
	starting: ['$(loading~spin) intelephense', 'starting'],
	running: ['$(check) intelephense', 'running'],
	idle: ['$(circle-slash) intelephense', 'not started: the intelephense extension is enabled'],
	noproxy: ['$(error) intelephense', 'not started: void-discard-lsp not found'],
	failed: ['$(error) intelephense', 'failed'],
};

function showStatus(state) {
	const [text, label] = STATES[state];
	status.text = text;
	status.accessibilityInformation = { label: `void discard: intelephense ${label}` };
	status.tooltip = `intelephense ${setting('proxy.enabled') ? 'through void-discard-lsp' : 'directly, without void-discard-lsp'}: ${label}`;
	status.show();
}

async function stop() {
	status.hide();
	if (client) {
		const c = client;
		client = undefined;
		await c.stop();
	}
}

async function activate(context) {
	output = vscode.window.createOutputChannel('void discard');
	context.subscriptions.push(output);
	status = vscode.window.createStatusBarItem('voidDiscard.status', vscode.StatusBarAlignment.Left);
	status.name = 'void discard';
	context.subscriptions.push(status);
	const restart = async () => {
		try {
			await stop();
			await start(context);
		} catch (e) {
			output.appendLine(`the server did not start: ${e && e.message ? e.message : e}`);
			showStatus('failed');
			vscode.window.showErrorMessage(`void discard: the PHP language server did not start (${e && e.message ? e.message : e}); see the output "void discard".`);
		}
	};
	context.subscriptions.push(vscode.commands.registerCommand('voidDiscard.restart', restart));
	context.subscriptions.push(vscode.workspace.onDidChangeConfiguration((e) => {
		if (e.affectsConfiguration('voidDiscard')) {
			restart();
		}
	}));
	await restart();
}

function deactivate() {
	return stop();
}

module.exports = { activate, deactivate };
