-- The soak run: pages and form posts in turn (home, a product, a filtered catalogue page, a
-- contact message), so that a leak in any of them shows as growing memory.
-- BENCH_PATHS ("/|/wallpaper/x|/catalog?style=damask") plus contact-post.lua's variables.
dofile(os.getenv("BENCH_LUA_DIR") .. "/contact-post.lua")

local paths = {}
for path in string.gmatch(os.getenv("BENCH_PATHS") or "/", "[^|]+") do
  table.insert(paths, path)
end
local step = 0
local post = contact_request

request = function()
  step = step + 1
  local slot = step % (#paths + 1)
  if slot == 0 then return post() end
  return wrk.format("GET", paths[slot])
end

function response(status, headers, body)
  if status ~= 200 then
    failures = failures + 1
  elseif string.find(body, '"status":"error"', 1, true) then
    failures = failures + 1
  end
end
