-- Shared by every benchmark script: one JSON line with the run's figures, which
-- scripts/bench/run.mjs reads. wrk counts responses with a status of 400 or more as
-- errors.status; scripts that check bodies add their own `failures`.
local threads = {}

function setup(thread)
  thread:set("id", #threads + 1)
  table.insert(threads, thread)
end

function bench_failures()
  local total = 0
  for _, thread in ipairs(threads) do
    total = total + (thread:get("failures") or 0)
  end
  return total
end

function done(summary, latency, requests)
  local seconds = summary.duration / 1000000
  local e = summary.errors
  io.write(string.format(
    'BENCH_RESULT {"requests":%d,"seconds":%.3f,"rps":%.1f,"p50_ms":%.3f,"p90_ms":%.3f,' ..
    '"p99_ms":%.3f,"max_ms":%.3f,"bytes":%d,"errors":{"connect":%d,"read":%d,"write":%d,' ..
    '"status":%d,"timeout":%d},"failures":%d}\n',
    summary.requests, seconds, summary.requests / seconds,
    latency:percentile(50) / 1000, latency:percentile(90) / 1000,
    latency:percentile(99) / 1000, latency.max / 1000, summary.bytes,
    e.connect, e.read, e.write, e.status, e.timeout, bench_failures()))
end
