"""Environments over damero's games for the usual learning libraries, each an optional extra:
`damero.envs.gymnasium` (`pip install damero[gymnasium]`: `GameEnv`, one agent against an
opponent policy, and `BatchEnv`, a vector environment over `damero.Batch`) and
`damero.envs.pettingzoo` (`pip install damero[pettingzoo]`: `AECEnv`, both players). Importing
`damero` imports none of them, nor numpy."""
