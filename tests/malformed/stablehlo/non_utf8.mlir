module {
  // café is Latin-1, not UTF-8
}
