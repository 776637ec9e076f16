"""What several characters' abilities share: one mechanism written once (a jinx's rule, a
kind of information, the Demon's kill), imported by the character modules. No module here is
a character: the engine loads characters from the team folders only."""
