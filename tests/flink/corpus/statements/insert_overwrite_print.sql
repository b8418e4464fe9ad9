-- expect: reject
-- INSERT OVERWRITE into a sink without overwrite support (print)
CREATE TABLE src (id INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
CREATE TABLE o (id INT) WITH ('connector' = 'print');
INSERT OVERWRITE o SELECT id FROM src;
