-- A plain GET of the URL given to wrk, with the headers in BENCH_HEADERS ("Name: value|...").
-- No response() callback: handing every body to Lua would make wrk, not the server, the
-- bottleneck for large pages. wrk itself counts statuses of 400 and above as errors.
dofile(os.getenv("BENCH_LUA_DIR") .. "/report.lua")

local extra = os.getenv("BENCH_HEADERS") or ""
for pair in string.gmatch(extra, "[^|]+") do
  local name, value = string.match(pair, "^%s*([^:]+):%s*(.-)%s*$")
  if name then wrk.headers[name] = value end
end

function init(args)
  failures = 0
end
