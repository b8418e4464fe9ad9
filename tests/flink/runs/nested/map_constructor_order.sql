-- The order of the entries of a map MAP[...] builds, as it prints.
SELECT MAP['b', 1, 'a', 2, 'ab', 3, 'zz', 4], CAST(MAP['a', 1, 'b', 2, 'a', 3] AS STRING);
