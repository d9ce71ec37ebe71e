/* recompose: the command-line front end. Placeholder until the CLI lands. */
int main(void) { return 2; }
