-- Drives `skss lsp` from Neovim's built-in LSP client (headless), as an editor would, and
-- writes what the client saw to $OUT, one fact a line. Run by Scripts/editors/neovim.sh.
local skss, dir, out = os.getenv("SKSS"), os.getenv("WORKDIR"), os.getenv("OUT")
local lines = {}
local function say(text) table.insert(lines, text) end
local function finish(code)
  local file = io.open(out, "w")
  file:write(table.concat(lines, "\n") .. "\n")
  file:close()
  vim.cmd(code == 0 and "qa!" or "cquit " .. code)
end
local timeout = 60000

vim.cmd("edit " .. dir .. "/main.skss")
local buffer = vim.api.nvim_get_current_buf()
local errors = {}
local exit_code
local id = vim.lsp.start_client({
  name = "skss",
  cmd = { skss, "lsp" },
  root_dir = dir,
  init_options = { diagnosticDelay = 50 },
  on_error = function(code, err) table.insert(errors, tostring(code) .. " " .. vim.inspect(err)) end,
  on_exit = function(code) exit_code = code end,
})
vim.lsp.buf_attach_client(buffer, id)

local function diagnostics(of)
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(of or buffer)) do
    local lsp = d.user_data and d.user_data.lsp or {}
    table.insert(found, string.format("%d:%d-%d:%d %s [%s] %s", d.lnum, d.col, d.end_lnum,
      d.end_col, d.severity == vim.diagnostic.severity.ERROR and "error" or "warning",
      lsp.code or d.code or "?", d.message))
  end
  table.sort(found)
  return found
end

-- Diagnostics on open.
if not vim.wait(timeout, function() return #vim.diagnostic.get(buffer) > 0 end, 20) then
  say("no diagnostics arrived")
  finish(1)
  return
end
for _, line in ipairs(diagnostics()) do say("diagnostic " .. line) end
-- The problem in the imported palette, published for that file (not open: its buffer is
-- the one the client makes for the URI).
local palette = vim.uri_to_bufnr(vim.uri_from_fname(dir .. "/palette.skss"))
vim.wait(timeout, function() return #vim.diagnostic.get(palette) > 0 end, 20)
for _, line in ipairs(diagnostics(palette)) do say("diagnostic in palette.skss " .. line) end

-- A request at a place of the buffer (row 1-based, column 0-based bytes).
local function request(method, row, col, extra)
  vim.api.nvim_win_set_cursor(0, { row, col })
  local params = vim.lsp.util.make_position_params()
  for key, value in pairs(extra or {}) do params[key] = value end
  local answers = vim.lsp.buf_request_sync(buffer, method, params, timeout) or {}
  local answer = answers[id] or {}
  if answer.err then say(method .. " error " .. vim.inspect(answer.err)) end
  return answer.result
end

local hover = request("textDocument/hover", 5, 4)
say("hover tint-color: " .. (hover and hover.contents.value:gsub("\n.*", "") or "nothing"))
local color = request("textDocument/hover", 2, 11)
say("hover #007aff: " .. (color and color.contents.value or "nothing"))

local completion = request("textDocument/completion", 6, 30)
local labels = {}
for _, item in ipairs(completion and (completion.items or completion) or {}) do
  table.insert(labels, item.label)
end
say("completion in var(--…): " .. table.concat(labels, " "))
-- Completion with the cursor after a prefix: the labels starting with it (those a client keeps).
local function completing(row, col, prefix)
  local found = {}
  local answer = request("textDocument/completion", row, col)
  for _, item in ipairs(answer and (answer.items or answer) or {}) do
    if item.label:sub(1, #prefix) == prefix then table.insert(found, item.label) end
  end
  table.sort(found)
  return table.concat(found, " ")
end
say("completion of a property name (co…): " .. completing(9, 17, "co"))
say("completion after $: " .. completing(5, 15, "$"))
say("completion after a selector's ':' (h…): " .. completing(10, 7, "h"))
say("completion of a type (La…): " .. completing(10, 2, "La"))
local constant = request("textDocument/hover", 5, 16)
say("hover $accent: " .. (constant and constant.contents.value:match("\n(.-)\n") or "nothing"))

local function where(location)
  local range = location.range or location.targetRange
  return string.format("%s %d:%d-%d:%d", vim.fn.fnamemodify(vim.uri_to_fname(location.uri or
    location.targetUri), ":t"), range.start.line, range.start.character, range["end"].line,
    range["end"].character)
end
local definition = request("textDocument/definition", 5, 17)
say("definition of $accent: " .. (definition and where(definition[1]) or "nothing"))
local custom = request("textDocument/definition", 6, 27)
say("definition of --surface: " .. (custom and where(custom[1]) or "nothing"))
local import = request("textDocument/definition", 1, 10)
say("definition of @import: " .. (import and where(import[1]) or "nothing"))

local colors = request("textDocument/documentColor", 1, 0, { position = vim.NIL })
for _, found in ipairs(colors or {}) do
  say(string.format("color %d:%d %.3f %.3f %.3f %.3f", found.range.start.line,
    found.range.start.character, found.color.red, found.color.green, found.color.blue,
    found.color.alpha))
end
local symbols = request("textDocument/documentSymbol", 1, 0)
local names = {}
for _, symbol in ipairs(symbols or {}) do table.insert(names, symbol.name) end
say("symbols: " .. table.concat(names, " | "))

local function places(locations)
  local found = {}
  for _, location in ipairs(locations or {}) do table.insert(found, where(location)) end
  return table.concat(found, " | ")
end
local references = request("textDocument/references", 6, 27,
  { context = { includeDeclaration = true } })
say("references of --surface: " .. places(references))
local highlights = request("textDocument/documentHighlight", 2, 3)
local marks = {}
for _, highlight in ipairs(highlights or {}) do
  table.insert(marks, string.format("%d:%d-%d:%d kind %d", highlight.range.start.line,
    highlight.range.start.character, highlight.range["end"].line, highlight.range["end"].character,
    highlight.kind))
end
say("highlights of $accent: " .. table.concat(marks, " | "))
local folds = {}
for _, fold in ipairs(request("textDocument/foldingRange", 1, 0, { position = vim.NIL }) or {}) do
  table.insert(folds, fold.startLine .. "-" .. fold.endLine .. (fold.kind and " " .. fold.kind or ""))
end
say("folding ranges: " .. table.concat(folds, ", "))
local links = {}
for _, link in ipairs(request("textDocument/documentLink", 1, 0, { position = vim.NIL }) or {}) do
  table.insert(links, string.format("%d:%d-%d:%d → %s", link.range.start.line,
    link.range.start.character, link.range["end"].line, link.range["end"].character,
    vim.fn.fnamemodify(vim.uri_to_fname(link.target), ":t")))
end
say("document links: " .. table.concat(links, ", "))

-- Formatting through the client, which applies the edits to the buffer.
vim.lsp.buf.formatting_sync(nil, timeout)
local text = table.concat(vim.api.nvim_buf_get_lines(buffer, 0, -1, false), "\n") .. "\n"
local expected = io.open(os.getenv("FORMATTED")):read("a")
say("formatted buffer equals skss format's output: " .. tostring(text == expected))

-- Fix the unknown property by typing over it (an incremental change), and wait for the
-- empty list.
local row
for index, line in ipairs(vim.api.nvim_buf_get_lines(buffer, 0, -1, false)) do
  if line:find("colr") then row = index - 1 end
end
local column = vim.api.nvim_buf_get_lines(buffer, row, row + 1, false)[1]:find("colr") - 1
vim.api.nvim_buf_set_text(buffer, row, column, row, column + 4, { "color" })
if vim.wait(timeout, function() return #vim.diagnostic.get(buffer) == 0 end, 20) then
  say("after the fix: no diagnostics")
else
  say("after the fix: " .. table.concat(diagnostics(), "; "))
end

-- Rename through the client's own command, which asks prepareRename first and applies the
-- workspace edit to both files' buffers (the palette's is loaded for it); a refusal reaches
-- the user as the client's message.
local notes = {}
vim.notify = function(message) table.insert(notes, message) end
local function line_with(of, text)
  for index, line in ipairs(vim.api.nvim_buf_get_lines(of, 0, -1, false)) do
    if line:find(text, 1, true) then return line, index end
  end
end
local _, surface = line_with(buffer, "var(--surface)")
vim.api.nvim_win_set_cursor(0, { surface, 27 })
vim.lsp.buf.rename("--background")
vim.wait(timeout, function()
  return vim.api.nvim_buf_is_loaded(palette) and line_with(palette, "--background") ~= nil
end, 20)
say("renamed --surface to --background: main.skss '" .. (line_with(buffer, "--background") or "")
  .. "', palette.skss '" .. (line_with(palette, "--background") or "") .. "'")
local _, region = line_with(buffer, "#region")
vim.api.nvim_win_set_cursor(0, { region, 4 })
vim.lsp.buf.rename("x")
vim.wait(timeout, function() return #notes > 0 end, 20)
say("rename in a comment: " .. (notes[1] or "no message"))

vim.lsp.stop_client(id)
vim.wait(timeout, function() return exit_code ~= nil end, 20)
say("server exit status: " .. tostring(exit_code))
for _, err in ipairs(errors) do say("client error: " .. err) end
finish(0)
