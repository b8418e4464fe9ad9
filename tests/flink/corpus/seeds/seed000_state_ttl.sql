-- expect: accept
-- seed 000: set table.exec.state.ttl = '3h'; exactly as written
set table.exec.state.ttl = '3h';
