-- expect: accept
-- seed 002: SET 'table.exec.hive.infer-source-parallelism.max' = '500' (a Hive option Flink stores)
SET 'table.exec.hive.infer-source-parallelism.max' = '500';
