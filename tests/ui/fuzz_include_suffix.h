int included_value = 3;
