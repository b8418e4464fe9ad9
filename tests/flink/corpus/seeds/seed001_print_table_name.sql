-- expect: accept
-- seed 001 names a table 'print' (not a reserved word)
CREATE table print(`user_id` VARCHAR) WITH ('connector' = 'print');
CREATE TABLE g (user_id VARCHAR) WITH ('connector' = 'datagen');
INSERT INTO print SELECT user_id FROM g;
