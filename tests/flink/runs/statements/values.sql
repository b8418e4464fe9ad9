-- VALUES in FROM with column aliases, typed by the common type of each column.
SELECT * FROM (VALUES (1, 'a', CAST(NULL AS INT)), (2, 'bb', 3)) AS t (x, y, z);
SELECT * FROM (VALUES (1, 'a'), (2.5, 'bb'));
SELECT a * 10 FROM (VALUES (1), (2), (3)) AS v (a) WHERE a > 1;
