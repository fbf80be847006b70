-- SPDX-License-Identifier: MIT
-- Neovim's built-in LSP client (0.7.2) on a workspace, headless, for scripts/lsp-clients-check.sh:
--   VD_LSP_ROOT=DIR VD_LSP_CMD='["cmd", …]' VD_LSP_STORAGE=DIR VD_LSP_DISCARD=void VD_LSP_OUT=FILE \
--     nvim --headless --clean -u scripts/lsp-clients-check.lua
-- Starts the server command with vim.lsp.start_client(), waits for intelephense's indexing to end,
-- opens the PHP files of the workspace as buffers attached to the client, and writes to
-- VD_LSP_OUT what the client then holds: the diagnostics of every buffer (vim.diagnostic.get()),
-- first with the file that calls NameHandler::handle() open alone, then with all; hover,
-- definition and signature help on that cross-file handle() call, completion after `$` typed in a loop body
-- (then removed), and the diagnostics once a line has gained a loop whose value is VD_LSP_DISCARD
-- (`void` on the sample, a variable on the twin), and once more after a typo in that loop's body;
-- with VD_LSP_DISK set, hover and definition once NameHandler.php, closed, has changed on disk. scripts/lsp-clients-check.el does the same with
-- Emacs' eglot, in the same output format. Every wait has a timeout; the client is stopped and the
-- server waited for before the editor quits.
local env = vim.env
local root = env.VD_LSP_ROOT
local lines = {}
local function say(line)
	table.insert(lines, line)
end

-- --- the client -------------------------------------------------------------------------------------

local indexed = false
local published = {} -- uri -> number of publishDiagnostics received
local last_publish = 0
local stray = {} -- URIs outside the workspace that the server published diagnostics for
local exited = false

local function now()
	return vim.loop.now()
end

local function rel(uri)
	local path = vim.uri_to_fname(uri)
	if path:sub(1, #root + 1) == root .. '/' then
		return path:sub(#root + 2)
	end
	return uri
end

-- The settings reach the server as nvim-lspconfig sends them (0.7's client itself does neither):
-- workspace/configuration answered from them, and a didChangeConfiguration once initialized.
local capabilities = vim.lsp.protocol.make_client_capabilities()
capabilities.workspace.configuration = true

local client_id = vim.lsp.start_client({
	name = 'lsp-clients-check',
	capabilities = capabilities,
	on_init = function(client)
		client.notify('workspace/didChangeConfiguration', { settings = client.config.settings })
	end,
	cmd = vim.fn.json_decode(env.VD_LSP_CMD),
	root_dir = root,
	workspace_folders = { { uri = vim.uri_from_fname(root), name = 'sample' } },
	get_language_id = function()
		return 'php'
	end,
	init_options = { storagePath = env.VD_LSP_STORAGE, globalStoragePath = env.VD_LSP_STORAGE, clearCache = true },
	settings = { intelephense = { telemetry = { enabled = false }, environment = { phpVersion = '8.2.0' } } },
	handlers = {
		-- intelephense ends its indexing with a notification of its own, or with the end of a
		-- work-done progress when the client supports them (Neovim does)
		indexingEnded = function()
			indexed = true
		end,
		['$/progress'] = function(err, result, ctx, config)
			if type(result.value) == 'table' and result.value.kind == 'end' then
				indexed = true
			end
			return vim.lsp.handlers['$/progress'](err, result, ctx, config)
		end,
		['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
			published[result.uri] = (published[result.uri] or 0) + 1
			last_publish = now()
			if rel(result.uri) == result.uri then
				stray[result.uri] = true
			end
			return vim.lsp.diagnostic.on_publish_diagnostics(err, result, ctx, config)
		end,
	},
	on_exit = function()
		exited = true
	end,
})

-- --- what the client holds, as lines -----------------------------------------------------------------

local buffers = {} -- relative path -> bufnr, in the order opened

local function text_of(bufnr, d)
	if d.end_lnum ~= d.lnum then
		return '…'
	end
	local line = vim.api.nvim_buf_get_lines(bufnr, d.lnum, d.lnum + 1, false)[1] or ''
	return line:sub(d.col + 1, d.end_col)
end

local function diagnostics(label)
	local files = vim.tbl_keys(buffers)
	table.sort(files)
	for _, file in ipairs(files) do
		local bufnr = buffers[file]
		local list = vim.diagnostic.get(bufnr)
		table.sort(list, function(a, b)
			if a.lnum ~= b.lnum then
				return a.lnum < b.lnum
			elseif a.col ~= b.col then
				return a.col < b.col
			end
			return a.message < b.message
		end)
		for _, d in ipairs(list) do
			say(string.format('%s %s:%d:%d-%d:%d %d %s %s | %s', label, file, d.lnum + 1, d.col + 1, d.end_lnum + 1,
				d.end_col + 1, d.severity, tostring(d.code), d.message:gsub('\n', ' '), text_of(bufnr, d)))
		end
	end
	for uri in pairs(stray) do
		say(label .. ' outside the workspace: ' .. uri)
	end
end

-- Waits until every buffer in WANT (bufnr -> count of publications before) has had a publication
-- more, then until none has come for a second and a half: intelephense publishes again while it
-- settles.
local function settle(want)
	local all = vim.wait(30000, function()
		for bufnr, before in pairs(want) do
			if (published[vim.uri_from_bufnr(bufnr)] or 0) <= before then
				return false
			end
		end
		return true
	end, 50)
	if not all then
		for bufnr, before in pairs(want) do
			if (published[vim.uri_from_bufnr(bufnr)] or 0) <= before then
				say('error no diagnostics published for ' .. vim.uri_from_bufnr(bufnr) .. ' in 30 s')
			end
		end
	end
	vim.wait(15000, function()
		return now() - last_publish >= 1500
	end, 50)
end

local function find(file, needle)
	local bufnr = buffers[file]
	for i, line in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
		local col = line:find(needle, 1, true)
		if col then
			return bufnr, i - 1, col - 1
		end
	end
	error('not found in ' .. file .. ': ' .. needle)
end

local function request(bufnr, method, params)
	local responses = vim.lsp.buf_request_sync(bufnr, method, params, 15000)
	local response = responses and responses[client_id]
	if not response then
		return nil, 'no answer'
	end
	if response.err then
		return nil, 'error ' .. vim.inspect(response.err):gsub('\n', ' ')
	end
	return response.result
end

local function position(bufnr, line, character)
	return { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, position = { line = line, character = character } }
end

local function flat(value)
	if type(value) == 'string' then
		return value
	elseif type(value) ~= 'table' then
		return tostring(value)
	elseif value.value then
		return value.value
	end
	return table.concat(vim.tbl_map(flat, value), '\n')
end

-- --- the session ----------------------------------------------------------------------------------------

local function session()
	if not client_id then
		error('vim.lsp.start_client() failed')
	end
	if not vim.wait(60000, function()
		return indexed or exited
	end, 50) or exited then
		error(exited and 'the server exited before indexing ended' or 'indexing did not end in 60 s')
	end
	local function open(path)
		vim.cmd('silent edit ' .. vim.fn.fnameescape(path))
		local bufnr = vim.api.nvim_get_current_buf()
		buffers[path:sub(#root + 2)] = bufnr
		local want = { [bufnr] = published[vim.uri_from_bufnr(bufnr)] or 0 }
		vim.lsp.buf_attach_client(bufnr, client_id)
		return want
	end
	-- first the file without a discard alone: the server reads NameHandler.php from disk
	settle(open(root .. '/src/Events/Dispatcher.php'))
	diagnostics('alone')
	local files = vim.fn.globpath(root, '**/*.php', false, true)
	table.sort(files)
	local want = {}
	for _, path in ipairs(files) do
		if not buffers[path:sub(#root + 2)] then
			for bufnr, before in pairs(open(path)) do
				want[bufnr] = before
			end
		end
	end
	say('opened ' .. #files .. ' files')
	settle(want)
	diagnostics('diagnostic')

	-- the cross-file call: NameHandler::handle(void, string $name) called from Dispatcher.php
	local function hover_at(bufnr, line, col)
		local hover, err = request(bufnr, 'textDocument/hover', position(bufnr, line, col))
		return hover and flat(hover.contents):gsub('\n', '\\n') or tostring(err)
	end
	local function definition_at(bufnr, line, col)
		local definition, err = request(bufnr, 'textDocument/definition', position(bufnr, line, col))
		if definition and definition.uri then
			definition = { definition }
		end
		local found = {}
		for _, l in ipairs(definition or {}) do
			local range = l.targetSelectionRange or l.range
			table.insert(found, string.format('%s:%d:%d-%d:%d', rel(l.targetUri or l.uri), range.start.line + 1,
				range.start.character + 1, range['end'].line + 1, range['end'].character + 1))
		end
		return #found > 0 and table.concat(found, ' ') or 'none ' .. tostring(err)
	end
	local bufnr, line, col = find('src/Events/Dispatcher.php', 'handle(1, $name)')
	local err
	say('hover ' .. hover_at(bufnr, line, col + 1))
	say('definition ' .. definition_at(bufnr, line, col + 1))

	-- signature help inside that call
	local help
	help, err = request(bufnr, 'textDocument/signatureHelp', position(bufnr, line, col + #'handle(1, '))
	local labels = {}
	for _, signature in ipairs(help and help.signatures or {}) do
		table.insert(labels, signature.label)
	end
	say('signature ' .. (help and table.concat(labels, ' / ') or tostring(err)))

	-- completion after `$` typed on a line of its own in a loop body with a discard
	bufnr, line = find('src/functions.php', '$keys[] = $key;')
	vim.api.nvim_buf_set_lines(bufnr, line + 1, line + 1, false, { '        $' })
	local completion
	completion, err = request(bufnr, 'textDocument/completion', position(bufnr, line + 1, 9))
	labels = {}
	for _, item in ipairs(completion and (completion.items or completion) or {}) do
		table.insert(labels, item.label)
	end
	table.sort(labels)
	say('completion ' .. (completion and table.concat(labels, ' ') or tostring(err)))
	vim.api.nvim_buf_set_lines(bufnr, line + 1, line + 2, false, {})

	-- an edit that adds a discard: a key-only loop at the end of a line (no line moves)
	bufnr, line = find('src/Inventory/Catalog.php', '$n = 0;')
	local text = vim.api.nvim_buf_get_lines(bufnr, line, line + 1, false)[1]
	local before = { [bufnr] = published[vim.uri_from_bufnr(bufnr)] or 0 }
	vim.api.nvim_buf_set_text(bufnr, line, #text, line, #text,
		{ ' foreach ($this->items as $sku => ' .. env.VD_LSP_DISCARD .. ') { echo $sku; }' })
	say('edit ' .. vim.api.nvim_buf_get_lines(bufnr, line, line + 1, false)[1]:gsub('^%s+', ''))
	-- the change goes out with the next request (or after the client's debounce)
	request(bufnr, 'textDocument/documentSymbol', { textDocument = { uri = vim.uri_from_bufnr(bufnr) } })
	settle(before)
	diagnostics('after-edit')

	-- then a typo in that loop's body: the server sees the edited file (one diagnostic more)
	text = vim.api.nvim_buf_get_lines(bufnr, line, line + 1, false)[1]
	col = text:find('echo $sku;', 1, true) + #'echo $sku'
	before = { [bufnr] = published[vim.uri_from_bufnr(bufnr)] or 0 }
	vim.api.nvim_buf_set_text(bufnr, line, col - 1, line, col - 1, { 's' })
	request(bufnr, 'textDocument/documentSymbol', { textDocument = { uri = vim.uri_from_bufnr(bufnr) } })
	settle(before)
	diagnostics('after-typo')

	-- with VD_LSP_DISK: NameHandler.php closed, then changed on disk (two lines more above the
	-- method, its discarded parameter now the second): hover and definition from Dispatcher.php
	-- follow, within 15 s
	if env.VD_LSP_DISK then
		local path = root .. '/src/Events/NameHandler.php'
		vim.cmd('bwipeout! ' .. buffers['src/Events/NameHandler.php'])
		buffers['src/Events/NameHandler.php'] = nil
		-- the proxy reads the file again when it is closed: the change comes after that
		request(buffers['src/Events/Dispatcher.php'], 'textDocument/documentSymbol',
			{ textDocument = { uri = vim.uri_from_bufnr(buffers['src/Events/Dispatcher.php']) } })
		vim.wait(1500)
		local content = vim.fn.readfile(path)
		table.insert(content, 2, '// changed on disk')
		table.insert(content, 3, '// while closed')
		for i, l in ipairs(content) do
			content[i] = l:gsub('handle%(void, string %$name%)', 'handle(string $name, void)')
		end
		vim.fn.writefile(content, path)
		bufnr, line, col = find('src/Events/Dispatcher.php', 'handle(1, $name)')
		local definition
		for _ = 1, 30 do
			vim.wait(500)
			definition = definition_at(bufnr, line, col + 1)
			if not definition:find(':14:', 1, true) then
				break
			end
		end
		say('disk-definition ' .. definition)
		say('disk-hover ' .. hover_at(bufnr, line, col + 1))
	end
end

local ok, failure = xpcall(session, debug.traceback)
if not ok then
	say('error ' .. tostring(failure):gsub('\n', ' | '))
end
if client_id then
	vim.lsp.stop_client(client_id)
	if not vim.wait(10000, function()
		return exited
	end, 50) then
		vim.lsp.stop_client(client_id, true)
		vim.wait(3000, function()
			return exited
		end, 50)
		say('error the server had not exited 10 s after shutdown')
	end
end
say('done')
vim.fn.writefile(lines, env.VD_LSP_OUT)
vim.cmd('qall!')
