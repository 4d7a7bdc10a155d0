-- The contact form's Server Action, posted as the browser's useActionState does: a multipart
-- body in React's reply encoding (the form's fields under "_1_", then "0" = the arguments) and the
-- action id in Next-Action. Every request is a new visitor message with its own idempotency key,
-- so each one is validated, rate-limited, stored and queued for e-mail.
-- BENCH_ACTION_ID, BENCH_ACTION_PATH, BENCH_ORIGIN and BENCH_NONCE (8 hex digits) come from run.mjs.
dofile(os.getenv("BENCH_LUA_DIR") .. "/report.lua")

local action_id = os.getenv("BENCH_ACTION_ID")
local action_path = os.getenv("BENCH_ACTION_PATH") or "/contact"
local origin = os.getenv("BENCH_ORIGIN")
local nonce = os.getenv("BENCH_NONCE") or "0badcafe"
local boundary = "----AlcoveBenchBoundary7MA4YWxkTrZu0gW"

local function part(name, value)
  return "--" .. boundary .. "\r\nContent-Disposition: form-data; name=\"" .. name ..
    "\"\r\n\r\n" .. value .. "\r\n"
end

function init(args)
  failures = 0
  counter = 0
  -- setup() in report.lua stored the thread number as the global `id`.
  thread_id = tonumber(id) or 0
end

function contact_request()
  counter = counter + 1
  local key = string.format("%s-%04x-4000-8000-%012x", nonce, thread_id, counter)
  local who = string.format("Bench visitor %d-%d", thread_id, counter)
  -- The form's entries first, the arguments last: React reads the entries as one run.
  local body = part("_1_name", who) ..
    part("_1_email", "bench.visitor@example.com") ..
    part("_1_phone", "") ..
    part("_1_message", "Benchmark message " .. key .. ": do you carry grasscloth?") ..
    part("_1_idempotencyKey", key) ..
    part("_1_page", "/contact") ..
    part("_1_landingPage", "/contact") ..
    part("_1_utm", "") ..
    part("_1_website", "") ..
    part("0", '[{},"$K1"]') ..
    "--" .. boundary .. "--\r\n"
  local headers = {
    ["Content-Type"] = "multipart/form-data; boundary=" .. boundary,
    ["Accept"] = "text/x-component",
    ["Next-Action"] = action_id,
    ["Origin"] = origin,
  }
  return wrk.format("POST", action_path, headers, body)
end

request = contact_request

function response(status, headers, body)
  if status ~= 200 or not string.find(body, '"status":"success"', 1, true) then
    failures = failures + 1
  end
end
