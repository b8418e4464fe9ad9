-- expect: reject
-- a random CHAR column takes no length (its type fixes it); VARCHAR and STRING do
CREATE TABLE gen (id INT, code CHAR(3)) WITH (
  'connector' = 'datagen',
  'number-of-rows' = '10',
  'fields.code.length' = '3'
);
CREATE TABLE out_rows (id INT, code CHAR(3)) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
