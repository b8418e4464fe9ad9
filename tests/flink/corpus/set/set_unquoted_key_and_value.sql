-- expect: accept
-- SET with neither key nor value quoted (seed 000: string values should be quoted)
SET table.exec.state.ttl = 3h;
