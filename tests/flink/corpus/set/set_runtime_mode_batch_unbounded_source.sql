-- expect: reject
-- batch mode reads bounded tables only: an unbounded datagen source is refused
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE src (id INT) WITH ('connector' = 'datagen');
CREATE TABLE o (id INT) WITH ('connector' = 'print');
INSERT INTO o SELECT id FROM src;
