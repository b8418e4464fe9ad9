-- expect: reject
-- option values must be string literals, not numbers
CREATE TABLE gen (id INT) WITH ('connector' = 'datagen', 'rows-per-second' = 5);
