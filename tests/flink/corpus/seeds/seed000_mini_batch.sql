-- expect: accept
-- seed 000: the three mini-batch SETs with unquoted key, true and 5000, as written
set table.exec.mini-batch.enabled = true;
set table.exec.mini-batch.size = 5000;
set table.exec.mini-batch.allow-latency = '200 ms';
