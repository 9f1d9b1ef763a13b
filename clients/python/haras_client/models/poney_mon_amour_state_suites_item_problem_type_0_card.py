from enum import StrEnum


class PoneyMonAmourStateSuitesItemProblemType0Card(StrEnum):
    COLERE = "colere"
    PROBLEM_1 = "problem-1"
    PROBLEM_2 = "problem-2"
    PROBLEM_3 = "problem-3"
    PROBLEM_4 = "problem-4"
    PROBLEM_5 = "problem-5"
    PROBLEM_6 = "problem-6"

    def __str__(self) -> str:
        return str(self.value)
