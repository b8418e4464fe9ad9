SET 'table.exec.state.ttl' = '3h';
set table.exec.mini-batch.enabled = true;
set table.exec.mini-batch.size = 5000;
set table.exec.mini-batch.allow-latency = '200 ms';
RESET 'table.exec.state.ttl';
